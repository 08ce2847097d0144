// async-exit-hook ships no types; only the call the gateway makes is declared.
declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}
