// /solutions/ai-agents-chatbots (SOL-4).
import { AGENTS_CHATBOTS } from './solutionDetails.content';
import { SolutionDetailPage } from './SolutionDetailPage';

const AgentsChatbotsPage = () => <SolutionDetailPage detail={AGENTS_CHATBOTS} />;

export default AgentsChatbotsPage;
