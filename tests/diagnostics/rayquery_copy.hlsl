// ARGS: -T cs_6_5
// A RayQuery is one traversal: it is never copied (DXC's
// rayquery_assign.cs.hlsl: "store value of type ... is unsupported"); only
// RayQuery<F>() initializes one.
// EXPECT: PRISM3922 (13,19) store value
// EXPECT: PRISM3922 (14,7) store value
// EXPECT: PRISM3922 (15,16) store value
// EXPECT: PRISM3511 (16,19) literal int
RWStructuredBuffer<uint> Output : register(u0);
[numthreads(1,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
  RayQuery<0> a, c = RayQuery<0>();
  RayQuery<0> b = a;
  b = a;
  Output[0] = (id.x ? a : b).CommittedStatus();
  RayQuery<0> d = 0;
}
