// ARGS: -T cs_6_5
// A RayQuery is a variable of a function (a local, a static, a parameter):
// not a struct member, a uniform global, groupshared, a cbuffer member, an
// array, a return value, an array parameter.
// EXPECT: PRISM3923 (13,29) a struct member
// EXPECT: PRISM3923 (14,13) a global variable
// EXPECT: PRISM3923 (15,25) a groupshared variable
// EXPECT: PRISM3923 (16,30) a cbuffer member
// EXPECT: PRISM3923 (17,13) a function returning a value
// EXPECT: PRISM3923 (18,22) a parameter
// EXPECT: PRISM3923 (22,15) an array
RWStructuredBuffer<uint> Output : register(u0);
struct Holder { RayQuery<0> q; };
RayQuery<0> Uniform;
groupshared RayQuery<0> Shared;
cbuffer Params { RayQuery<0> InCBuffer; };
RayQuery<0> make() { RayQuery<0> q; return q; }
void all(RayQuery<0> qs[2]) {}

[numthreads(1,1,1)]
void main() {
  RayQuery<0> arr[2];
}
