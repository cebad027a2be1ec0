// /solutions/ai-agents-chatbots (spec 2 §2 "Solutions").
import { AGENTS_CHATBOTS } from './solutionDetails.content';
import { SolutionDetailPage } from './SolutionDetailPage';

const AgentsChatbotsPage = () => <SolutionDetailPage detail={AGENTS_CHATBOTS} />;

export default AgentsChatbotsPage;
