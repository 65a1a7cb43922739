// Static methods (S::f(), and unqualified from a method) and static data
// members (shared by every object, S::count), with an out-of-line
// definition giving the initial value.
// glslang: rejects (static members)
struct Stats
{
    static uint count;
    static const uint limit = 16;
    float value;
    static Stats make(float v) { Stats s; s.value = v; count += 1; return s; }
    Stats twin() { return make(value * 2); }
    static bool full() { return count >= limit; }
};

uint Stats::count = 3;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Stats a = Stats::make(id.x);
    Stats b = a.twin();
    float extra[Stats::limit / 4];
    extra[0] = Stats::full() ? 1 : 0;
    Out[id.x] = a.value + b.value + Stats::count + extra[0];
}
