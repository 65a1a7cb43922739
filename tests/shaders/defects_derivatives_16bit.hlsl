// ARGS: -T ps_6_2 -enable-16bit-types
// Derivatives of 16-bit floats (found by the intrinsic grid): Vulkan's
// OpDPdx*/OpFwidth* need 32-bit results and WGSL's dpdx/fwidth take f32
// only, so half and min16float values are widened to float, differentiated
// and rounded back (frontend/lower_widen.c); vectors and matrices too.
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0, float4 pos : SV_Position) : SV_Target
{
    half2 h = (half2)uv;
    min16float m = (min16float)pos.x;
    half2x2 hm = half2x2(h, h * (half)2);
    half2 a = ddx(h) + ddy(h);
    min16float b = ddx_coarse(m) + ddy_fine(m) + fwidth(m);
    half2x2 c = fwidth(hm) + ddx_fine(hm);
    half1x3 d = ddy_coarse(half1x3(h, (half)m));
    return float4(a, b + c[1][0], c[0][1] + d[0][2]);
}
