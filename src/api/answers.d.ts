// The answer validators the build generates from openapi.yaml (src/build/answersPlugin.ts).
declare module 'virtual:api-answers' {
  type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  export const validateFns: Record<string, Validate>;
  export const operations: { id: string; method: string; path: string; status: number; fn: string }[];
}
