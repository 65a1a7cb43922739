// ARGS: -T cs_6_5
// RayQuery's template arguments: constant ray flags, then (SM 6.9) the
// RayQueryFlags; no type, no third argument, no unknown bit.
// EXPECT: PRISM3917 (13,12) not a constant
// EXPECT: PRISM3917 (14,12) not a type
// EXPECT: PRISM3917 (15,3) no third argument
// EXPECT: PRISM3917 (16,3) no argument
// EXPECT: PRISM3918 (17,12) 0x800 is no RAY_FLAG_*
// EXPECT: PRISM3918 (18,15) 0x2 is no RAYQUERY_FLAG_*
RWStructuredBuffer<uint> Output : register(u0);
[numthreads(1,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
  RayQuery<id.x> a;
  RayQuery<float> b;
  RayQuery<0, 0, 0> c;
  RayQuery d;
  RayQuery<0x800> e;
  RayQuery<0, 2> f;
}
