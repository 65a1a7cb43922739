var<private> weights: array<f32, 5> = array<f32, 5>(0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f);
var<private> primes: array<u32, 4> = array<u32, 4>(2u, 3u, 5u, 7u);
@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s_1: f32;
    var k_1: i32;
    var v25: f32;
    var s: f32;
    var k: i32;
    s = 0f;
    k = -2i;
    loop {
        s_1 = s;
        k_1 = k;
        let v9 = k_1 <= 2i;
        if v9 {
        } else {
            break;
        }
        let v12 = k_1 + 2i;
        let v14 = weights[v12];
        let v16 = gl_GlobalInvocationID.x;
        let v18 = u32(k_1);
        let v19 = v16 + v18;
        let v20 = v19 & 63u;
        let v22 = In[v20];
        let v23 = v14 * v22;
        v25 = s_1 + v23;
        continuing {
            let v28 = k_1 + 1i;
            s = v25;
            k = v28;
        }
    }
    let v31 = gl_GlobalInvocationID.x;
    let v35 = gl_GlobalInvocationID.x;
    let v36 = v35 % 4u;
    let v38 = primes[v36];
    let v39 = f32(v38);
    let v40 = s_1 * v39;
    Out[v31] = v40;
    return;
}
