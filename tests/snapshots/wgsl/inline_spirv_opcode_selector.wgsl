@group(0) @binding(0) var<storage, read_write> F: array<f32>;
@group(0) @binding(1) var<storage, read_write> I: array<i32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;

fn ConversionSelector_float_uint__Convert_uint_float(a: f32) -> u32 {
    let v6 = u32(a);
    return v6;
}

fn ArithmeticSelector_uint__Add_uint(a: u32, b: u32) -> u32 {
    let v10 = a + b;
    return v10;
}

fn ArithmeticSelector_uint__Mul_uint2(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let v10 = a * b;
    return v10;
}

fn ArithmeticSelector_int__Negate_int(a: i32) -> i32 {
    let v6 = -a;
    return v6;
}

fn ConversionSelector_uint_int__Convert_int_uint(a: u32) -> i32 {
    let v6 = bitcast<i32>(a);
    return v6;
}

fn ArithmeticSelector_float__Sub_float(a: f32, b: f32) -> f32 {
    let v10 = a - b;
    return v10;
}

fn ArithmeticSelector_float__Div_float(a: f32, b: f32) -> f32 {
    let v10 = a / b;
    return v10;
}

fn ConversionSelector_uint_float__Convert_float2_uint2(a: vec2<u32>) -> vec2<f32> {
    let v6 = vec2<f32>(a);
    return v6;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v5 = vec2<u32>(gl_LocalInvocationIndex, 3u);
    let v6 = ConversionSelector_uint_float__Convert_float2_uint2(v5);
    let v11 = v6.x;
    let v12 = ArithmeticSelector_float__Div_float(v11, 2f);
    let v14 = v6.y;
    let v15 = ArithmeticSelector_float__Sub_float(v14, 1f);
    let v16 = v12 + v15;
    F[gl_LocalInvocationIndex] = v16;
    let v21 = ConversionSelector_uint_int__Convert_int_uint(gl_LocalInvocationIndex);
    let v22 = ArithmeticSelector_int__Negate_int(v21);
    I[gl_LocalInvocationIndex] = v22;
    let v26 = vec2<u32>(gl_LocalInvocationIndex, 1u);
    let v27 = ArithmeticSelector_uint__Mul_uint2(v26, vec2<u32>(3u, 4u));
    let v32 = v27.x;
    let v34 = v27.y;
    let v35 = ArithmeticSelector_uint__Add_uint(v32, v34);
    let v46 = gl_LocalInvocationIndex / 2u;
    let v38 = v35 + v46;
    let v41 = F[gl_LocalInvocationIndex];
    let v42 = ConversionSelector_float_uint__Convert_uint_float(v41);
    let v43 = v38 + v42;
    U[gl_LocalInvocationIndex] = v43;
    return;
}
