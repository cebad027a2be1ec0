// Forms: the email rule, and the forms table with the field rules everything else derives from.
export * from './email';
export * from './forms';
