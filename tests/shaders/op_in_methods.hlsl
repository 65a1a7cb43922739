// Operators used inside methods, on this and on other objects, and
// operator methods calling each other.
// glslang: rejects (no operator overloading)
struct Interval
{
    float lo, hi;
    Interval operator+(Interval o) { Interval r = { lo + o.lo, hi + o.hi }; return r; }
    Interval operator-() { Interval r = { -hi, -lo }; return r; }
    Interval operator-(Interval o) { return this + (-o); }
    float width() { return hi - lo; }
    Interval grown(float d) { Interval e = { -d, d }; return this + e; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Interval a = { 1, 3 };
    Interval b = { 0, (float)id.x };
    Interval c = (a - b).grown(0.5);
    Out[id.x] = c.width() + c.lo;
}
