// ARGS: -T ps_6_0
// GetDimensions, every overload of every dim WebGPU has: with a mip level
// in (and the level count out) and without, uint and float outputs.
Texture1D<float4> T1 : register(t0);
Texture2D<float4> T2 : register(t1);
Texture2DArray<float4> T2A : register(t2);
Texture3D<float4> T3 : register(t3);
TextureCube<float4> TC : register(t4);
TextureCubeArray<float4> TCA : register(t5);
Texture2DMS<float4> TMS : register(t6);

[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint w, h, d, n, l;
    float fw, fh, fd, fn, fl;
    T1.GetDimensions(w);
    T1.GetDimensions(1, fw, fl);
    uint4 a = uint4(w, 0, 0, 0);
    float4 f = float4(fw, fl, 0, 0);
    T2.GetDimensions(w, h);
    a += uint4(w, h, 0, 0);
    T2.GetDimensions(2, fw, fh, fl);
    f += float4(fw, fh, fl, 0);
    T2A.GetDimensions(w, h, n);
    a += uint4(w, h, n, 0);
    T2A.GetDimensions(1, w, h, n, l);
    a += uint4(w, h, n, l);
    T3.GetDimensions(fw, fh, fd);
    f += float4(fw, fh, fd, 0);
    T3.GetDimensions(0, w, h, d, l);
    a += uint4(w, h, d, l);
    TC.GetDimensions(w, h);
    TC.GetDimensions(3, fw, fh, fl);
    a += uint4(w, h, 0, 0);
    f += float4(fw, fh, fl, 0);
    TCA.GetDimensions(w, h, n);
    TCA.GetDimensions(1, fw, fh, fn, fl);
    a += uint4(w, h, n, 0);
    f += float4(fw, fh, fn, fl);
    TMS.GetDimensions(w, h, n);
    TMS.GetDimensions(fw, fh, fn);
    a += uint4(w, h, n, 0);
    f += float4(fw, fh, fn, 0);
    return float4(a) + f;
}
