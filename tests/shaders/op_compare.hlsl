// Comparison operator methods returning bool, used in conditions, ?:
// and as arguments.
// glslang: rejects (no operator overloading)
struct Version
{
    uint major, minor;
    uint key() { return major * 1000 + minor; }
    bool operator==(Version o) { return key() == o.key(); }
    bool operator!=(Version o) { return key() != o.key(); }
    bool operator<(Version o) { return key() < o.key(); }
    bool operator>(Version o) { return key() > o.key(); }
    bool operator<=(Version o) { return key() <= o.key(); }
    bool operator>=(Version o) { return key() >= o.key(); }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Version a = { 1, id.x };
    Version b = { 1, 4 };
    uint r = 0;
    if (a == b) r |= 1;
    if (a != b) r |= 2;
    if (a < b) r |= 4;
    if (a > b) r |= 8;
    r |= (a <= b ? 16 : 0) | (a >= b ? 32 : 0);
    Out[id.x] = r;
}
