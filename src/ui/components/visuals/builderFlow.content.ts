// The words inside the drawing of a ThreoBuilder workflow (/solutions, /partners): the order desk inbox of the
// Kessler Fluid Systems case study (content/case-studies/manufacturing-email-automation), as its steps would be laid
// out in the builder: every email read and classified, order lines prepared in the ERP or a reply drafted, a person
// confirming, every step logged.
export type FlowStepKind = 'trigger' | 'agent' | 'branch' | 'approval' | 'log';

export interface FlowStep {
  readonly kind: FlowStepKind;
  /** The node's type, as the builder labels it. */
  readonly type: string;
  readonly text: string;
}

export const BUILDER_FLOW = {
  product: 'ThreoBuilder',
  workflow: 'Order desk inbox',
  badge: 'Published',
  palette: ['Trigger', 'AI agent', 'Branch', 'Approval', 'Action'],
  steps: [
    { kind: 'trigger', type: 'Trigger', text: 'New email to the order desk' },
    { kind: 'agent', type: 'AI agent', text: 'Read and classify the email' },
  ] satisfies readonly FlowStep[],
  branches: [
    { kind: 'agent', type: 'Order', text: 'Prepare order lines in the ERP' },
    { kind: 'agent', type: 'Delivery question', text: 'Draft a reply' },
  ] satisfies readonly FlowStep[],
  finish: [
    { kind: 'approval', type: 'Approval', text: 'A person confirms in one click' },
    { kind: 'log', type: 'Action', text: 'Log every step for review' },
  ] satisfies readonly FlowStep[],
  /** The start of the drawing's text alternative; the steps follow, in the order they are drawn (builderFlowLabel). */
  labelIntro: 'A ThreoBuilder workflow for an order desk inbox.',
} as const;

/** The drawing's text alternative: every step, as "type: text", in the order the canvas draws them. */
export const builderFlowLabel = (): string => {
  const step = ({ type, text }: FlowStep) => `${type}: ${text}.`;
  const [order, question] = BUILDER_FLOW.branches;
  const branches = order && question ? `Then one of two branches. ${step(order)} ${step(question)}` : '';
  return [BUILDER_FLOW.labelIntro, ...BUILDER_FLOW.steps.map(step), branches, ...BUILDER_FLOW.finish.map(step)].filter(Boolean).join(' ');
};
