// Overloaded operators keep C's precedence and associativity: a + b * c
// is a + (b * c), a - b - c is (a - b) - c; results of calls are operands.
// glslang: rejects (no operator overloading)
struct N
{
    int v;
    N operator+(N o) { N r = { v + o.v }; return r; }
    N operator-(N o) { N r = { v - o.v }; return r; }
    N operator*(N o) { N r = { v * o.v }; return r; }
    bool operator==(N o) { return v == o.v; }
};

N n(int v)
{
    N r = { v };
    return r;
}

RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    N a = n(2), b = n(3), c = n((int)id.x);
    N d = a + b * c;       /* 2 + 3 * x */
    N e = a - b - c;       /* (2 - 3) - x */
    bool same = d - e == n(3 + 4 * (int)id.x + 1) ;
    Out[id.x] = d.v * 100 + e.v + (same ? 10000 : 0);
}
