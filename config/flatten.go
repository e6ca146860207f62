package config

import (
	"reflect"
)

// flatten walks the struct by its mapstructure tags, so that the key list,
// the defaults and the printed configuration can never disagree with the
// struct.
func flatten(prefix string, v any, out map[string]any) {
	rv := reflect.ValueOf(v)
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		tag := f.Tag.Get("mapstructure")
		if tag == "" || tag == "-" {
			continue
		}
		key := tag
		if prefix != "" {
			key = prefix + "." + tag
		}
		fv := rv.Field(i)
		if fv.Kind() == reflect.Struct {
			flatten(key, fv.Interface(), out)
			continue
		}
		out[key] = fv.Interface()
	}
}
