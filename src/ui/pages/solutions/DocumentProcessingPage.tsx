// /solutions/document-processing (spec 2 §2 "Solutions").
import { DOCUMENT_PROCESSING } from './solutionDetails.content';
import { SolutionDetailPage } from './SolutionDetailPage';

const DocumentProcessingPage = () => <SolutionDetailPage detail={DOCUMENT_PROCESSING} />;

export default DocumentProcessingPage;
