// A resource that a loop carries from one iteration to the next (cur is A,
// then whatever the last iteration chose: a phi of the first value and a
// ?:), and one set on two of three paths (the third is undefined in HLSL:
// any will do). Each use is a switch on the candidate's number, a u32 web
// of phis and selects beside the handles' (ir_handle_resolve.c).
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
RWStructuredBuffer<uint> C : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> cur = A;
    for (uint i = 0; i < id.x; i++) {
        cur[i] = 1;
        cur = (i & 1) ? B : cur;
    }
    RWStructuredBuffer<uint> pick;
    switch (id.x) {
    case 0: pick = A; break;
    case 1: pick = C; break;
    default: break;
    }
    pick[0] = cur[1];
}
