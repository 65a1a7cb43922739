// The integer expressions of prism.yaml, as conformance/vkrun/expr.c reads
// them: C's operators and precedence on int64 values (wrapping; shifts by 64
// or more give 0, >> is logical), names from a table, min(a, b), max(a, b),
// abs(a), pow(a, b), popcount(a), ?: (the branch not taken is not evaluated),
// and folds over a range, which mirror what a wave operation computes:
//   sum(j, lo, hi, e)   e summed for j = lo .. hi-1 (product, minof, maxof,
//                       andof, orof, xorof alike; count(j, lo, hi, cond)).
// Both operands of && and || are evaluated, as in vkrun. A division by zero
// is an error unless it sits in a branch not taken (or a fold's empty range).
//
// Unlike expr.c, which parses a fold's body again for each j, an expression
// is parsed once into a tree of closures; names are resolved when parsing,
// so an unknown name is an error even in a branch not taken (as in vkrun).

const I64 = v => BigInt.asIntN(64, v);
const MIN64 = -(1n << 63n), MAX64 = (1n << 63n) - 1n;

const FOLDS = {
    sum: [0n, (a, v) => I64(a + v)],
    product: [1n, (a, v) => I64(a * v)],
    minof: [MAX64, (a, v) => (v < a ? v : a)],
    maxof: [MIN64, (a, v) => (v > a ? v : a)],
    andof: [-1n, (a, v) => a & v],
    orof: [0n, (a, v) => a | v],
    xorof: [0n, (a, v) => a ^ v],
    count: [0n, (a, v) => a + (v !== 0n ? 1n : 0n)],
};

class ExprError extends Error {}

// Binary operators by precedence level, loosest first (C's order).
const BINOPS = [
    ['||', 1], ['&&', 2], ['|', 3], ['^', 4], ['&', 5], ['==', 6], ['!=', 6],
    ['<=', 7], ['>=', 7], ['<<', 8], ['>>', 8], ['<', 7], ['>', 7], ['+', 9],
    ['-', 9], ['*', 10], ['/', 10], ['%', 10],
];

// ctx: {dead: n} while inside a branch not taken; env: Map name -> BigInt.
function applyOp(op, a, b, ctx) {
    switch (op) {
    case '*': return I64(a * b);
    case '/': case '%':
        if (b === 0n || (a === MIN64 && b === -1n)) {
            if (!ctx.dead) throw new ExprError('division by zero');
            return 0n;
        }
        return op === '/' ? a / b : a % b; // BigInt truncates toward zero, as C
    case '+': return I64(a + b);
    case '-': return I64(a - b);
    case '<<': return BigInt.asUintN(64, b) >= 64n ? 0n : I64(a << b);
    case '>>': return BigInt.asUintN(64, b) >= 64n ? 0n : I64(BigInt.asUintN(64, a) >> b);
    case '<': return a < b ? 1n : 0n;
    case '<=': return a <= b ? 1n : 0n;
    case '>': return a > b ? 1n : 0n;
    case '>=': return a >= b ? 1n : 0n;
    case '==': return a === b ? 1n : 0n;
    case '!=': return a !== b ? 1n : 0n;
    case '&': return a & b;
    case '^': return a ^ b;
    case '|': return a | b;
    case '&&': return a !== 0n && b !== 0n ? 1n : 0n;
    case '||': return a !== 0n || b !== 0n ? 1n : 0n;
    }
    return 0n;
}

class Parser {
    constructor(src, names) {
        this.s = src;
        this.p = 0;
        this.scope = [...names];
    }
    fail(msg) { throw new ExprError(msg); }
    space() { while (/\s/.test(this.s[this.p] || '')) this.p++; }
    // Consumes op if it comes next (and is not the start of a longer one).
    accept(op) {
        this.space();
        if (!this.s.startsWith(op, this.p)) return false;
        const next = this.s[this.p + op.length] || '';
        if (op.length === 1 && '<>&|='.includes(op) && (next === op || next === '=')) return false;
        if (op === '!' && next === '=') return false;
        this.p += op.length;
        return true;
    }
    expect(op, msg) { if (!this.accept(op)) this.fail(msg); }
    name() {
        this.space();
        const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.s.slice(this.p));
        if (!m) return null;
        this.p += m[0].length;
        return m[0];
    }
    ternary() {
        const c = this.binary(1);
        if (!this.accept('?')) return c;
        const a = this.ternary();
        this.expect(':', "expected ':'");
        const b = this.ternary();
        return (env, ctx) => {
            const cv = c(env, ctx) !== 0n;
            ctx.dead += cv ? 0 : 1;
            const av = cv ? a(env, ctx) : 0n;
            ctx.dead -= cv ? 0 : 1;
            if (cv) return av;
            return b(env, ctx);
        };
    }
    binary(level) {
        if (level > 10) return this.unary();
        let v = this.binary(level + 1);
        for (;;) {
            let op = null;
            for (const [text, l] of BINOPS)
                if (l === level && this.accept(text)) { op = text; break; }
            if (!op) return v;
            const a = v, b = this.binary(level + 1);
            v = (env, ctx) => applyOp(op, a(env, ctx), b(env, ctx), ctx);
        }
    }
    unary() {
        this.space();
        if (this.accept('-')) { const e = this.unary(); return (env, ctx) => I64(-e(env, ctx)); }
        if (this.accept('!')) { const e = this.unary(); return (env, ctx) => (e(env, ctx) === 0n ? 1n : 0n); }
        if (this.accept('~')) { const e = this.unary(); return (env, ctx) => ~e(env, ctx); }
        if (this.accept('(')) {
            const e = this.ternary();
            this.expect(')', "expected ')'");
            return e;
        }
        const num = /^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)/.exec(this.s.slice(this.p));
        if (num && /[0-9]/.test(this.s[this.p])) {
            this.p += num[0].length;
            // strtoull base 0: 0x hex, a leading 0 octal; wraps to int64
            const t = num[0];
            const v = /^0[xX]/.test(t) ? BigInt(t) : t.length > 1 && t[0] === '0' ? BigInt('0o' + t.slice(1)) : BigInt(t);
            const k = I64(v);
            return () => k;
        }
        const n = this.name();
        if (n === null) this.fail(`unexpected '${this.s.slice(this.p) || 'end'}'`);
        if (this.accept('(')) return this.call(n);
        if (!this.scope.includes(n)) this.fail(`unknown name ${n}`);
        return env => env.get(n);
    }
    call(name) {
        if (name in FOLDS) return this.fold(name);
        const two = name === 'min' || name === 'max' || name === 'pow';
        const a = this.ternary();
        let b = () => 0n;
        if (two) {
            this.expect(',', `${name} takes two arguments`);
            b = this.ternary();
        }
        this.expect(')', `expected ')' after the arguments of ${name}`);
        switch (name) {
        case 'min': return (env, ctx) => { const x = a(env, ctx), y = b(env, ctx); return x < y ? x : y; };
        case 'max': return (env, ctx) => { const x = a(env, ctx), y = b(env, ctx); return x > y ? x : y; };
        case 'abs': return (env, ctx) => { const x = a(env, ctx); return x < 0n ? I64(-x) : x; };
        case 'pow': return (env, ctx) => {
            const x = a(env, ctx), y = b(env, ctx);
            let r = 1n;
            for (let k = 0n; k < y; k++) r = I64(r * x);
            return r;
        };
        case 'popcount': return (env, ctx) => {
            let u = BigInt.asUintN(64, a(env, ctx)), c = 0n;
            for (; u; u &= u - 1n) c++;
            return c;
        };
        }
        this.fail(`unknown function ${name}`);
    }
    // NAME(var, lo, hi, body): after "NAME(".
    fold(name) {
        const v = this.name();
        if (v === null || !this.accept(',')) this.fail(`${name}(var, lo, hi, expression): expected a name`);
        const lo = this.ternary();
        this.expect(',', `${name}: expected ','`);
        const hi = this.ternary();
        this.expect(',', `${name}: expected ','`);
        this.scope.push(v);
        const body = this.ternary();
        this.scope.pop();
        this.expect(')', `${name}: expected ')'`);
        const [identity, step] = FOLDS[name];
        return (env, ctx) => {
            const l = lo(env, ctx), h = hi(env, ctx);
            const saved = env.has(v) ? env.get(v) : undefined;
            let acc = identity;
            for (let j = l; j < h; j++) {
                env.set(v, j);
                acc = step(acc, body(env, ctx));
            }
            if (saved === undefined) env.delete(v);
            else env.set(v, saved);
            return acc;
        };
    }
}

// Parses src for the given names; returns a function of a Map (name ->
// BigInt) giving a BigInt. Throws an Error whose message says what is wrong.
export function compileExpr(src, names) {
    const p = new Parser(src, names);
    let f;
    try {
        f = p.ternary();
        p.space();
        if (p.p < p.s.length) p.fail(`unexpected '${p.s.slice(p.p)}'`);
    } catch (e) {
        if (e instanceof ExprError) throw new Error(`${e.message} in "${src}"`);
        throw e;
    }
    return env => {
        try {
            return f(env, { dead: 0 });
        } catch (e) {
            if (e instanceof ExprError) throw new Error(`${e.message} in "${src}"`);
            throw e;
        }
    };
}
