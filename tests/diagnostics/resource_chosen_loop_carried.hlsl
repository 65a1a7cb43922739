// ARGS: -T cs_6_0 -E main
// What still cannot be named at a use: a resource that a loop carries from
// one iteration to the next (cur is A, then whatever the last iteration
// chose), a choice among choices the pass cannot enumerate case by case.
// A choice at one point (a phi, ?:, a run-time index into a local array)
// is a switch at the use (tests/shaders/resource_chosen_at_run_time.hlsl).
// EXPECT: PRISM4120 (16,16) chosen at run time through a value a loop carries
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> cur = A;
    for (uint i = 0; i < id.x; i++) {
        cur[i] = 1;
        cur = (i & 1) ? A : B;
    }
}
