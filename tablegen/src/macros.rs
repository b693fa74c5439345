//! Macros defining model types together with their `Emit` impls.

/// Defines a model struct and its [`crate::emit::Emit`] impl from one field list.
macro_rules! model_struct {
    ($(#[$m:meta])* pub struct $name:ident { $( $(#[$fm:meta])* pub $f:ident : $t:ty ),* $(,)? }) => {
        #[derive(Debug, Clone, PartialEq, Deserialize)]
        #[serde(deny_unknown_fields)]
        $(#[$m])*
        pub struct $name { $( $(#[$fm])* pub $f: $t ),* }

        impl crate::emit::Emit for $name {
            fn type_name() -> String { stringify!($name).to_string() }
            fn emit(&self, cx: &mut crate::emit::Emitter) -> String {
                let mut s = String::from(concat!(stringify!($name), " { "));
                $(
                    s.push_str(concat!(stringify!($f), ": "));
                    s.push_str(&crate::emit::Emit::emit(&self.$f, cx));
                    s.push_str(", ");
                )*
                s.push('}');
                s
            }
        }
    };
}

/// Defines a model enum whose variants are unit variants, and its `Emit` impl.
macro_rules! model_unit_enum {
    ($(#[$m:meta])* pub enum $name:ident { $( $(#[$vm:meta])* $v:ident ),* $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
        $(#[$m])*
        pub enum $name { $( $(#[$vm])* $v ),* }

        impl crate::emit::Emit for $name {
            fn type_name() -> String { stringify!($name).to_string() }
            fn emit(&self, _cx: &mut crate::emit::Emitter) -> String {
                match self { $( $name::$v => concat!(stringify!($name), "::", stringify!($v)).to_string() ),* }
            }
        }

        impl $name {
            /// The variant's name as written in the rule files.
            pub fn as_str(self) -> &'static str {
                match self { $( $name::$v => stringify!($v) ),* }
            }
        }
    };
}

/// Defines a model enum whose variants are unit variants, one-field tuple variants or struct
/// variants, and its `Emit` impl, from one variant list: a new condition of the check
/// vocabulary is one line here and nothing else in tablegen.
macro_rules! model_enum {
    ($(#[$m:meta])* pub enum $name:ident { $($body:tt)* }) => {
        #[derive(Debug, Clone, PartialEq, Deserialize)]
        $(#[$m])*
        pub enum $name { $($body)* }
        model_enum!(@arms $name [cx value] [] $($body)*);
    };
    // A one-field tuple variant.
    (@arms $name:ident [$cx:ident $x:ident] [$($arms:tt)*]
        $(#[$vm:meta])* $v:ident ( $t:ty ) $(, $($rest:tt)*)?) => {
        model_enum!(@arms $name [$cx $x] [$($arms)*
            $name::$v($x) => format!(concat!(stringify!($name), "::", stringify!($v), "({})"),
                crate::emit::Emit::emit($x, $cx)),
        ] $($($rest)*)?);
    };
    // A struct variant.
    (@arms $name:ident [$cx:ident $x:ident] [$($arms:tt)*]
        $(#[$vm:meta])* $v:ident { $( $(#[$fm:meta])* $f:ident : $ft:ty ),* $(,)? } $(, $($rest:tt)*)?) => {
        model_enum!(@arms $name [$cx $x] [$($arms)*
            $name::$v { $($f),* } => {
                let mut s = String::from(concat!(stringify!($name), "::", stringify!($v), " { "));
                $(
                    s.push_str(concat!(stringify!($f), ": "));
                    s.push_str(&crate::emit::Emit::emit($f, $cx));
                    s.push_str(", ");
                )*
                s.push('}');
                s
            }
        ] $($($rest)*)?);
    };
    // A unit variant.
    (@arms $name:ident [$cx:ident $x:ident] [$($arms:tt)*]
        $(#[$vm:meta])* $v:ident $(, $($rest:tt)*)?) => {
        model_enum!(@arms $name [$cx $x] [$($arms)*
            $name::$v => concat!(stringify!($name), "::", stringify!($v)).to_string(),
        ] $($($rest)*)?);
    };
    (@arms $name:ident [$cx:ident $x:ident] [$($arms:tt)*]) => {
        impl crate::emit::Emit for $name {
            fn type_name() -> String { stringify!($name).to_string() }
            #[allow(unused_variables)]
            fn emit(&self, $cx: &mut crate::emit::Emitter) -> String {
                match self { $($arms)* }
            }
        }
    };
}
