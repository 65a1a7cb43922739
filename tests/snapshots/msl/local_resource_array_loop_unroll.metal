#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int* A [[buffer(0)]],
    device int* B [[buffer(1)]],
    device int* C [[buffer(2)]],
    device int* Out [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int pairs_bias[2];
    const uint _13 = gl_GlobalInvocationID.x;
    const int _15 = A[_13];
    const int _17 = 0 + _15;
    const uint _22 = gl_GlobalInvocationID.x;
    const int _24 = B[_22];
    const int _26 = _17 + _24;
    const uint _31 = gl_GlobalInvocationID.x;
    const int _33 = C[_31];
    const int _35 = _26 + _33;
    for (;;)
    {
        {
            const bool _41 = _35 > 100;
            if (_41)
            {
                goto cont;
            }
            const uint _46 = gl_GlobalInvocationID.x;
            A[_46] = _35;
        }
        cont:;
        if (true) break;
    }
    for (;;)
    {
        {
            const bool _52 = _35 > 100;
            if (_52)
            {
                goto cont0;
            }
            const uint _57 = gl_GlobalInvocationID.x;
            B[_57] = _35;
        }
        cont0:;
        if (true) break;
    }
    for (;;)
    {
        {
            const bool _63 = _35 > 100;
            if (_63)
            {
                goto cont1;
            }
            const uint _68 = gl_GlobalInvocationID.x;
            C[_68] = _35;
        }
        cont1:;
        if (true) break;
    }
    const int k[2] = {1, 2};
    for (uint i = 0; i < 2; ++i)
    {
        pairs_bias[i] = k[i];
    }
    const int _85 = C[0];
    const int _88 = pairs_bias[1];
    const int _89 = _85 * _88;
    const int _91 = _35 + _89;
    const int _97 = A[0];
    const int _100 = pairs_bias[0];
    const int _101 = _97 * _100;
    const int _103 = _91 + _101;
    const uint _107 = gl_GlobalInvocationID.x;
    Out[_107] = _103;
    return;
}

