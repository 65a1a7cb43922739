// Dawn (npm `webgpu`): the adapter and a device with every optional feature
// of FEATURES it offers and its largest limits, recreated after a device
// loss; error scopes around every call (wgrun.mjs).
export const PASS = 0, FAIL = 1, BAD = 2, NOCOMPILE = 3, SKIP = 77;
export const FEATURES = ['subgroups', 'shader-f16', 'subgroup-size-control', 'float32-filterable', 'clip-distances',
    'primitive-index'];
const SCOPES = ['validation', 'internal', 'out-of-memory'];
// Dawn's messages for something over one of the device's limits.
const LIMIT = /maximum allowed|maximum per-stage limit|exceeds the max|exceeds the limit/i;

// A test's outcome: an exit status and the lines it printed.
export class Outcome extends Error {
    constructor(rc, line) {
        super(line);
        this.rc = rc;
    }
}
export const skip = why => new Outcome(SKIP, `SKIP: ${why}`);
export const fail = why => new Outcome(FAIL, `FAIL: ${why}`);
export const firstLine = m => String(m).split('\n').map(s => s.trim()).find(s => s !== '') || String(m);

export class Gpu {
    async open() {
        let webgpu;
        try {
            webgpu = await import('webgpu');
        } catch (e) {
            this.broken = `cannot load the npm package 'webgpu' (${e.code || e.message}); run npm ci (scripts/bootstrap.sh)`;
            return;
        }
        Object.assign(globalThis, webgpu.globals);
        this.gpu = webgpu.create([]);
        await this.newDevice();
    }
    async newDevice() {
        this.adapter = await this.gpu.requestAdapter();
        if (!this.adapter) {
            this.broken = 'no WebGPU adapter (Dawn found no Vulkan device it accepts)';
            return;
        }
        const requiredLimits = {};
        for (const key in this.adapter.limits)
            if (typeof this.adapter.limits[key] === 'number') requiredLimits[key] = this.adapter.limits[key];
        this.device = await this.adapter.requestDevice({
            requiredFeatures: FEATURES.filter(f => this.adapter.features.has(f)),
            requiredLimits,
        });
        this.lost = null;
        this.device.lost.then(info => { this.lost = info.message || 'device lost'; });
        this.stray = [];
        this.device.addEventListener('uncapturederror', ev => this.stray.push(ev.error.message));
        const info = this.adapter.info;
        this.name = [info.description, info.vendor, info.architecture, info.device].filter(s => s).join(' / ');
        this.wmin = info.subgroupMinSize || 0;
        this.wmax = info.subgroupMaxSize || 0;
    }
    describe() {
        const f = [...this.device.features].filter(x => FEATURES.includes(x)).sort();
        return [`device: ${this.name}; driver: Dawn (npm webgpu); WebGPU`,
            `subgroup size ${this.wmin}..${this.wmax}; features: ${f.join(' ') || 'none'}`];
    }
    // Runs fn() inside the error scopes; returns its value, or throws the
    // first error as a FAIL (or SKIP, for a device limit).
    async scoped(what, fn) {
        for (const s of SCOPES) this.device.pushErrorScope(s);
        let value, thrown = null;
        try {
            value = await fn();
        } catch (e) {
            thrown = e;
        }
        const errors = [];
        for (let i = 0; i < SCOPES.length; i++) {
            const e = await this.device.popErrorScope();
            if (e) errors.push(e.message);
        }
        if (thrown instanceof Outcome) throw thrown;
        if (thrown) errors.push(thrown.message || String(thrown));
        if (errors.length === 0) return value;
        const m = firstLine(errors[0]);
        throw LIMIT.test(m) ? skip(`over a device limit: ${what}: ${m}`) : fail(`${what}: ${m}`);
    }
}
