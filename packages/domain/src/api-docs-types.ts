/** What an integrator reads about one operation in the OpenAPI document. */
export type ApiDoc = {
  /** Verb first, a few words: "List the reviews of a location". */
  summary: string;
  /** What it does and its notable rules; who may call it is added from API_ACCESS. */
  description: string;
};

/** Several routes serve some operations; each such route says what sets it apart. */
export type ApiOperationDoc = ApiDoc & {
  /** Keyed by `METHOD /v1/path/{param}` as the OpenAPI document spells it. */
  routes?: Readonly<Record<string, ApiDoc>>;
};
