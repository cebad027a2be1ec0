// Types for the vendored grader.js (written for this project).
export function getGradeForScore(score: number): { score: number; grade: string };
export function getScoreDescription(expectation: string): string;
export function getScoreModifier(expectation: string): number;
