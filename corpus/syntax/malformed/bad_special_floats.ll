; Near misses of LLVM 23's special floating-point values: the sign is required,
; a NaN payload is hexadecimal in parentheses, and nothing may follow the value.
@no_sign = global float inf
@bare_nan = global float +nan
@empty_payload = global float -snan()
@decimal_payload = global float +nan(1)
@glued = global float +infinity
@after = global float +inf
