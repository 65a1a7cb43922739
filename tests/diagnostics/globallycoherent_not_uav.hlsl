// ARGS: -T cs_6_0 -E main
// globallycoherent is for UAVs (RW buffers and textures), as DXC says.
// EXPECT: PRISM3490 (6,33) 'globallycoherent' is not a valid modifier for a non-UAV type: 'Srv'
// EXPECT: PRISM3490 (7,24) 'globallycoherent' is not a valid modifier for a non-UAV type: 'scale'
globallycoherent RWBuffer<float4> Uav : register(u0);
globallycoherent Buffer<float4> Srv : register(t1);
globallycoherent float scale;

[numthreads(1, 1, 1)]
void main() { Uav[0] = Srv[0] * scale; }
