@group(0) @binding(0) var<storage, read_write> m_flags: array<u32>;
@group(0) @binding(1) var<storage, read_write> m_plain: array<u32>;
@group(0) @binding(2) var<storage, read> m_input: array<u32>;
@group(0) @binding(3) var<storage, read_write> p_raw: array<u32>;
@group(0) @binding(4) var p_img: texture_storage_2d<r32float, write>;
@group(0) @binding(5) var<storage, read> p_input: array<u32>;
@group(0) @binding(6) var<storage, read_write> q_data: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v8 = gl_GlobalInvocationID.x;
    let v18 = m_input[v8];
    m_flags[v8] = v18;
    let v27 = v8 ^ 1u;
    let v29 = m_flags[v27];
    m_plain[v8] = v29;
    let v34 = v8 * 4u;
    let v35 = v34 >> 2u;
    let v40 = p_input[v8];
    p_raw[v35] = v40;
    let v46 = vec2<u32>(v8, 0u);
    let v51 = p_raw[0u];
    let v52 = f32(v51);
    let v53 = vec4<f32>(v52, 0f, 0f, 0f);
    textureStore(p_img, v46, v53);
    let v63 = m_plain[0i];
    q_data[v8] = v63;
    return;
}
