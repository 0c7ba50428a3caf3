/**
 * Run as a child process: loads the extension bundle with a stub `vscode` module and calls `activate` up to the
 * point where it starts the language client (the first `context.subscriptions.push`, which comes right after the
 * client is constructed and the command registered). Prints JSON `{ requireMs, activateMs }`.
 */
import Module = require('node:module');

const STOP = Symbol('stop before client.start()');

/** A stand-in for every vscode API: callable, constructible, and any property of it is another stand-in. */
function stub(): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  const proxy: unknown = new Proxy(target, {
    get: (t, p) => {
      if (p === 'then') return undefined;
      if (p === Symbol.toPrimitive) return () => '';
      if (p === 'prototype') return t.prototype;
      if (!(p in t)) t[p as string] = stub();
      return t[p as string];
    },
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

const vscode = stub() as Record<string, unknown>;
vscode.version = '1.100.0';
// esbuild's interop copies the module's own properties: create the namespaces the extension uses up front.
for (const name of ['commands', 'env', 'Uri', 'workspace', 'window', 'languages', 'extensions', 'Disposable']) void vscode[name];
const load = (Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown })._load;
(Module as unknown as { _load: unknown })._load = function (request: string, ...rest: unknown[]) {
  return request === 'vscode' ? vscode : load.call(this, request, ...rest);
};

async function main() {
  const bundle = process.argv[2];
  const t0 = performance.now();
  const extension = require(bundle) as { activate(context: unknown): Promise<void> };
  const t1 = performance.now();
  let t2 = NaN;
  const context = {
    asAbsolutePath: (p: string) => p,
    subscriptions: {
      push: () => {
        t2 = performance.now();
        throw STOP;
      },
    },
  };
  try {
    await extension.activate(context);
  } catch (e) {
    if (e !== STOP) throw e;
  }
  process.stdout.write(JSON.stringify({ requireMs: t1 - t0, activateMs: t2 - t1 }));
}

void main();
