// A function with a value, a barrier and an early return (the return value
// waits in a variable; the last return gives it), called before the entry's
// own early return; a loop bound from a helper without effects (every
// thread computes it); a return in a case of a switch with a barrier.
// (issue 11, class 4)
RWStructuredBuffer<float> Out : register(u1);
cbuffer C : register(b2) { uint n; uint mode; };
groupshared float g[32];

uint bound() { return n * 2; }

float work(uint i)
{
    if (i > 5)
        return 1.0;
    g[i] = (float)i;
    GroupMemoryBarrierWithGroupSync();
    return g[(i + 1) % 32];
}

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float r = work(id.x);
    if (id.x == 3)
        return;
    for (uint i = 0; i < bound(); i++) {
        switch (mode) {
        case 0:
            g[id.x] = r;
            GroupMemoryBarrierWithGroupSync();
            break;
        case 1:
            if (id.x == 7)
                return;
            GroupMemoryBarrierWithGroupSync();
            break;
        default:
            break;
        }
        r += g[i % 32];
    }
    Out[id.x] = r;
}
