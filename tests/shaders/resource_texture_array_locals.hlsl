// ARGS: -T ps_6_0
// For WGSL, each element is a binding of its own (wgsl_resource_arrays.c)
// Local arrays of textures: a copy of a global array indexed at run time is
// that array's element; a permuted list ({T[1], T[0]}) indexed at run time
// is the element a select of the indices names. (A pixel shader: the MSL
// checker's OpenCL mode refuses arrays of textures as kernel parameters,
// which Metal allows.)
Texture2D<float4> T[2] : register(t0);
[shader("pixel")]
float4 main(nointerpolation uint i : INDEX) : SV_Target
{
    Texture2D<float4> loc[2] = T;
    float4 a = loc[i].Load(int3(0, 0, 0));
    Texture2D<float4> sw[2] = {T[1], T[0]};
    return a + sw[i].Load(int3(0, 0, 0));
}
