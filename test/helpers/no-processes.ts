/**
 * The unit tier's guard (vitest.config.ts, project `unit`): a unit test starts no process and opens no port.
 * Any attempt throws, naming the tier it belongs in, so a test that starts a server cannot slip into the
 * fast tier unnoticed (test/unit/project/test-layout.test.ts checks the imports; this checks what runs).
 */
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

const refuse = (what: string) => () => {
  throw new Error(
    `a unit test ${what}: unit tests start no process and open no port. Move the test to test/integration/<area>/ or test/e2e/ (docs/development.md).`,
  );
};
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
  Object.assign(childProcess, { [name]: refuse(`called child_process.${name}`) });
}
net.Server.prototype.listen = refuse("opened a port (listen)") as unknown as typeof net.Server.prototype.listen;
syncBuiltinESMExports();
