// Prism in the page: loads web/prism.wasm (make wasm) and compiles with it.
//
//   const prism = await loadPrism(fetch('prism.wasm'));
//   const out = prism.compile(['-T', 'cs_6_0', '-E', 'CSMain', '--target', 'wgsl', 'a.hlsl'], source);
//   out.status, out.items ([{kind, name, text}]), out.stdout, out.stderr
//
// The flags are the prism command line's (driver/args.c compiled into the
// module), the input's file name last. The module is a WASI "reactor" of
// wasi-libc: its imports are WASI calls, of which a compile makes only
// clock_time_get (--time-passes) and fd_write (what the driver's flag
// parser prints, on fds 1 and 2). There is no file system: the rest answer
// EBADF or ENOSYS, so #include finds no file and a preopen scan finds none.
const ERRNO_BADF = 8, ERRNO_NOSYS = 52;

class ProcExit extends Error {
    constructor(code) { super(`prism.wasm exited with status ${code}`); this.code = code; }
}

function wasiImports(state) {
    const view = () => new DataView(state.memory.buffer);
    const bytes = () => new Uint8Array(state.memory.buffer);
    return {
        fd_write(fd, iovs, iovsLen, nwritten) {
            const v = view();
            let n = 0;
            for (let i = 0; i < iovsLen; i++) {
                const ptr = v.getUint32(iovs + i * 8, true), len = v.getUint32(iovs + i * 8 + 4, true);
                const text = state.decoder.decode(bytes().subarray(ptr, ptr + len));
                if (fd === 1) state.stdout += text;
                else if (fd === 2) state.stderr += text;
                else return ERRNO_BADF;
                n += len;
            }
            v.setUint32(nwritten, n, true);
            return 0;
        },
        clock_time_get(id, precision, out) {
            const ns = BigInt(Math.round(performance.now() * 1e6));
            view().setBigUint64(out, ns, true);
            return 0;
        },
        proc_exit(code) { throw new ProcExit(code); },
        fd_prestat_get: () => ERRNO_BADF,
        fd_prestat_dir_name: () => ERRNO_BADF,
        fd_close: () => ERRNO_BADF,
        fd_read: () => ERRNO_BADF,
        fd_seek: () => ERRNO_BADF,
        fd_fdstat_get: () => ERRNO_BADF,
        fd_fdstat_set_flags: () => ERRNO_BADF,
        path_open: () => ERRNO_NOSYS,
    };
}

// source: a Response (or a promise of one), an ArrayBuffer or a typed array.
export async function loadPrism(source) {
    const state = { memory: null, stdout: '', stderr: '', decoder: new TextDecoder() };
    const imports = { wasi_snapshot_preview1: wasiImports(state) };
    source = await source;
    const { instance } = source instanceof Response
        ? await WebAssembly.instantiateStreaming(source, imports)
        : await WebAssembly.instantiate(source, imports);
    const x = instance.exports;
    state.memory = x.memory;
    x._initialize();
    const encoder = new TextEncoder();

    function put(bytesIn) {
        const p = x.prism_web_alloc(bytesIn.length);
        new Uint8Array(x.memory.buffer, p, bytesIn.length).set(bytesIn);
        return p;
    }
    function cstring(v, p) {
        const b = new Uint8Array(x.memory.buffer);
        let e = p;
        while (b[e]) e++;
        return state.decoder.decode(b.subarray(p, e));
    }

    return {
        size: source.byteLength ?? null, // unknown for a streamed Response
        compile(args, text) {
            state.stdout = state.stderr = '';
            const argBytes = encoder.encode(args.map(a => a + '\0').join(''));
            const srcBytes = encoder.encode(text);
            const a = put(argBytes), s = put(srcBytes);
            const t0 = performance.now();
            const w = x.prism_web_compile(a, argBytes.length, s, srcBytes.length);
            const ms = performance.now() - t0;
            x.prism_web_release(a);
            x.prism_web_release(s);
            // WebResult {int status; int count; WebItem *items; PrismResult *r}
            // WebItem {const char *kind; char *name; char *data; size_t size}
            const v = new DataView(x.memory.buffer);
            const status = v.getInt32(w, true), count = v.getInt32(w + 4, true), items = v.getUint32(w + 8, true);
            const out = [];
            for (let i = 0; i < count; i++) {
                const at = items + i * 16;
                const data = v.getUint32(at + 8, true), size = v.getUint32(at + 12, true);
                out.push({
                    kind: cstring(v, v.getUint32(at, true)),
                    name: cstring(v, v.getUint32(at + 4, true)),
                    text: state.decoder.decode(new Uint8Array(x.memory.buffer, data, size)),
                });
            }
            x.prism_web_free(w);
            return { status, items: out, stdout: state.stdout, stderr: state.stderr, ms };
        },
    };
}
