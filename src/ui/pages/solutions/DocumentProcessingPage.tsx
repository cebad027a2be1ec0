// /solutions/document-processing (SOL-4).
import { DOCUMENT_PROCESSING } from './solutionDetails.content';
import { SolutionDetailPage } from './SolutionDetailPage';

const DocumentProcessingPage = () => <SolutionDetailPage detail={DOCUMENT_PROCESSING} />;

export default DocumentProcessingPage;
