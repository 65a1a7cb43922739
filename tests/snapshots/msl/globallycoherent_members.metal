#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* m_flags [[buffer(0)]],
    device uint* m_plain [[buffer(1)]],
    const device uint* m_input [[buffer(2)]],
    device uint* p_raw [[buffer(3)]],
    texture2d<float, access::write> p_img [[texture(0)]],
    const device uint* p_input [[buffer(4)]],
    device uint* q_data [[buffer(5)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _18 = m_input[_8];
    m_flags[_8] = _18;
    const uint _27 = _8 ^ 1u;
    const uint _29 = m_flags[_27];
    m_plain[_8] = _29;
    const uint _34 = _8 * 4u;
    const uint _35 = _34 >> 2u;
    const uint _40 = p_input[_8];
    p_raw[_35] = _40;
    const uint2 _46 = uint2(_8, 0u);
    const uint _51 = p_raw[0u];
    const float _52 = float(_51);
    const float4 _53 = float4(_52, 0.0f, 0.0f, 0.0f);
    p_img.write(_53, uint2(_46));
    const uint _63 = m_plain[0];
    q_data[_8] = _63;
    return;
}

