// /solutions/workflow-automation (SOL-4, SOL-6): its sections each sit in their own error container,
// which logs an error through the Logger port and shows a small inline notice instead of breaking the page.
import { WORKFLOW_AUTOMATION } from './solutionDetails.content';
import { SolutionDetailPage } from './SolutionDetailPage';

const WorkflowAutomationPage = () => <SolutionDetailPage detail={WORKFLOW_AUTOMATION} contained />;

export default WorkflowAutomationPage;
