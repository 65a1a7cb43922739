// ARGS: -T cs_6_0 -E main
// A lone resource with registers of several classes takes the one of its
// own class; with none of its class, the first one is wrong.
// EXPECT: PRISM3022 (5,44) 'Wrong' of type 'RWStructuredBuffer<float>' is bound with a 'u' register, not 't'; write register(u2)
RWStructuredBuffer<float> Wrong : register(t2) : register(s3);
RWStructuredBuffer<float> Right : register(t2) : register(u3);

[numthreads(1, 1, 1)]
void main() { Right[0] = Wrong[0]; }
