// Analytics consent: the stored choice, its cookie codec and the consent-mode state it grants.
export * from './consent';
export * from './consentCodec';
