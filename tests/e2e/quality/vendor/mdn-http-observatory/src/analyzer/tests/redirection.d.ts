// Types for the vendored redirection.js (written for this project).
import type { BaseOutput, Requests } from '../../types.js';

export function redirectionTest(requests: Requests): BaseOutput;
