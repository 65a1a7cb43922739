// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// GetDimensions on StructuredBuffer (count, stride), RWStructuredBuffer,
// ByteAddressBuffer (bytes) and typed buffers (element count).
struct S { float4 a; float b; };
StructuredBuffer<S> Structs : register(t0);
ByteAddressBuffer Bytes : register(t1);
Buffer<float4> Typed : register(t2);
RWStructuredBuffer<uint> Out : register(u0);
RWByteAddressBuffer RwBytes : register(u1);
RWBuffer<uint> RwTyped : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint count, stride, bytes, typed, outCount, outStride, rwBytes, rwTyped;
    Structs.GetDimensions(count, stride);
    Bytes.GetDimensions(bytes);
    Typed.GetDimensions(typed);
    Out.GetDimensions(outCount, outStride);
    RwBytes.GetDimensions(rwBytes);
    RwTyped.GetDimensions(rwTyped);
    if (id.x < outCount)
        Out[id.x] = count + stride + bytes + typed + outStride + rwBytes + rwTyped;
}
