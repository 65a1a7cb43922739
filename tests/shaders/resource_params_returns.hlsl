// Resources as function parameters, return values, statics, locals (and a
// local array of them with a constant index), struct members built by a
// function, and a choice among them that inlining makes constant
// (choose(false) is B, as DXC folds it): every use resolves to one global.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
static RWStructuredBuffer<uint> S = B;

RWStructuredBuffer<uint> choose(bool c) { return c ? A : B; }

struct Writer {
    RWStructuredBuffer<uint> buf;
    uint base;
    void put(uint i, uint v) { buf[base + i] = v; }
};

Writer make(RWStructuredBuffer<uint> b, uint base)
{
    Writer w;
    w.buf = b;
    w.base = base;
    return w;
}

uint count(RWStructuredBuffer<uint> b)
{
    uint n, stride;
    b.GetDimensions(n, stride);
    return n;
}

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S[id.x] = 2;
    choose(false)[id.x] += 1;
    RWStructuredBuffer<uint> pair[2] = {A, B};
    pair[1][id.x] += 7;
    Writer w = make(A, 4);
    w.put(id.x, count(pair[0]));
    RWStructuredBuffer<uint> local = w.buf;
    InterlockedAdd(local[0], 1);
}
