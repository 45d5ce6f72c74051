/** What the client would start or connect to, every variable resolved. Paths are as written (relative or not). */
export type LaunchSpec =
  | {
      kind: "stdio";
      command: string;
      args: string[];
      /** The entry's env, after envFile's variables (env wins). */
      env: Record<string, string>;
      cwd: string | null;
    }
  | { kind: "http"; url: string; headers: Record<string, string>; transport: "auto" | "http" | "sse" };
