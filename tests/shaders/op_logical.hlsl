// && and || overloaded are calls: both operands are evaluated (no
// short-circuit), as in C++; the results here are plain bools.
// glslang: rejects (no operator overloading)
struct Tri
{
    int v; /* -1 false, 0 unknown, 1 true */
    Tri operator&&(Tri o) { Tri r; r.v = min(v, o.v); return r; }
    Tri operator||(Tri o) { Tri r; r.v = max(v, o.v); return r; }
    Tri operator!() { Tri r; r.v = -v; return r; }
};

RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Tri a = { (int)id.x % 3 - 1 };
    Tri b = { 1 };
    Tri c = (a && b) || !a;
    Out[id.x] = c.v;
}
