// The ROI calculator's domain: agent options, input bounds and defaults, and the maths.
export * from './agentOptions';
export * from './roiInput';
export * from './calculateRoi';
