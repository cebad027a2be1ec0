// The AI models a ThreoAI plan can include (PRICE-9). Public API: ModelId, AiModel,
// AI_MODELS (in the calculator's order), DEFAULT_MODEL_ID, MODEL_IDS, isModelId(value), modelById(id).

export type ModelId = 'gpt-azure' | 'gpt-native' | 'claude' | 'gemini' | 'command-r' | 'mistral' | 'llama';

export interface AiModel {
  readonly id: ModelId;
  readonly name: string;
}

export const AI_MODELS: readonly AiModel[] = [
  { id: 'gpt-azure', name: 'GPT on Azure (zero data retention)' },
  { id: 'gpt-native', name: 'GPT (native)' },
  { id: 'claude', name: 'Claude' },
  { id: 'gemini', name: 'Gemini' },
  { id: 'command-r', name: 'Command R' },
  { id: 'mistral', name: 'Mistral' },
  { id: 'llama', name: 'LLaMA' },
];

/** Selected when the calculator opens (PRICE-11: "selected models (default GPT on Azure)"). */
export const DEFAULT_MODEL_ID: ModelId = 'gpt-azure';

export const MODEL_IDS: readonly ModelId[] = AI_MODELS.map((model) => model.id);

export const isModelId = (value: unknown): value is ModelId => (MODEL_IDS as readonly unknown[]).includes(value);

export const modelById = (id: ModelId): AiModel => AI_MODELS.find((model) => model.id === id) as AiModel;
