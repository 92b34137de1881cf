export const hello = (name: string): string => `hola ${name}`;
