// Counters reached through values (ir/ir_counters.c): through a parameter
// (bump), a struct member with a method (Holder.take), a local and a
// parameter of an Append/ConsumeStructuredBuffer. Each becomes the counter
// of the global the value resolves to (counter_var_A, _B, _Q, _C). Q's and
// C's counters are bound in sema (an Append/Consume buffer always has one);
// A's and B's, which only values reach, when the value resolves: at the
// first bindings of their set still free (7, 8).
struct P { uint v; };
RWStructuredBuffer<P> A : register(u0);
RWStructuredBuffer<P> B : register(u1);
AppendStructuredBuffer<uint> Q : register(u2);
ConsumeStructuredBuffer<uint> C : register(u3);
RWStructuredBuffer<uint> Out : register(u4);

uint bump(RWStructuredBuffer<P> b) { return b.IncrementCounter(); }
void push(AppendStructuredBuffer<uint> q, uint x) { q.Append(x); }
uint pop(ConsumeStructuredBuffer<uint> c) { return c.Consume(); }

struct Holder {
    RWStructuredBuffer<P> buf;
    uint take() { return buf.IncrementCounter(); }
    uint give() { return buf.DecrementCounter(); }
};

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint s = bump(A);
    Holder h;
    h.buf = B;
    uint t = h.take() + h.give();
    RWStructuredBuffer<P> l = A;
    uint u = l.DecrementCounter();
    push(Q, pop(C) + id.x);
    Out[id.x] = s + t + u;
}
