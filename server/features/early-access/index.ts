// The early-access feature's public module: what the rest of the server may use of it (decision 012).
// Nothing for other features yet; server/app.ts registers its routes from routes.ts.
export {};
