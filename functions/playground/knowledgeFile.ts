// The generated knowledge file (functions/generated/knowledge.json): its shape, its io-ts decoder, and the
// fingerprint that tells whether its domain passages still match the domain modules the function runs with.
import { createHash } from 'node:crypto';
import * as t from 'io-ts';
import type { SerializedIndex } from './knowledgeBase';
import type { Passage } from './ports';

export const KNOWLEDGE_FILE_VERSION = 1;
/** Relative to the repository root (and to the function's working directory on Netlify). */
export const KNOWLEDGE_FILE_PATH = 'functions/generated/knowledge.json';

export interface KnowledgeFile {
  readonly version: number;
  /** Fingerprint of the domain passages the file was built from. */
  readonly domainFingerprint: string;
  readonly passages: readonly Passage[];
  readonly index: SerializedIndex;
}

const PassageCodec = t.type({
  id: t.string,
  title: t.string,
  url: t.string,
  page: t.string,
  text: t.string,
  keywords: t.string,
});

const KnowledgeFileCodec = t.type({
  version: t.literal(KNOWLEDGE_FILE_VERSION),
  domainFingerprint: t.string,
  passages: t.array(PassageCodec),
  // MiniSearch checks the inside of its own index when loading it; here only its outline is checked.
  index: t.type({ serializationVersion: t.number, documentCount: t.number, index: t.UnknownArray }),
});

/** The file's content, or undefined when it is not a knowledge file of this version. */
export const decodeKnowledgeFile = (json: unknown): KnowledgeFile | undefined => {
  const decoded = KnowledgeFileCodec.decode(json);
  if (decoded._tag === 'Left') return undefined;
  const { version, domainFingerprint, passages } = decoded.right;
  // The outline above was checked; MiniSearch.loadJS validates the rest and throws if it cannot read it.
  return { version, domainFingerprint, passages, index: decoded.right.index as unknown as SerializedIndex };
};

export const fingerprintPassages = (passages: readonly Passage[]): string =>
  createHash('sha256').update(JSON.stringify(passages)).digest('hex').slice(0, 16);
