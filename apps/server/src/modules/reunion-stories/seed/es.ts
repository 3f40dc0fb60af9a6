import type { PartialSeedStoryTexts } from './types.js';

/** The three guides in Spanish; the other sample stories fall back to English. */
export const es: PartialSeedStoryTexts = {
  'first-24-hours': {
    title: 'Qué hacer en las primeras 24 horas',
    excerpt:
      'Las primeras horas son las más importantes. Una lista paso a paso para cuando no encuentra a un ser querido: buscar, avisar, difundir, anotarlo todo.',
    body: `<p>La mayoría de las personas desaparecidas aparecen el primer día, casi siempre cerca del lugar donde se las vio por última vez. Lo que haga en estas horas importa. No tiene que esperar 24 horas para avisar a la policía.</p>
<h2>En la primera hora</h2>
<ol>
<li><strong>Vuelva a buscar en los lugares evidentes</strong>: la casa (los armarios, la azotea, el garaje), los vecinos, el camino a la escuela o al mercado.</li>
<li><strong>Llame a todos los que puedan saber algo</strong>: familiares, amigos, profesores, el trabajo. Pídales que le llamen si se enteran de algo.</li>
<li><strong>Llame a la policía</strong>: marque el <strong>113</strong> si falta un niño, una persona mayor, alguien enfermo o alguien en peligro, o vaya a la comisaría de la comuna o del barrio. Si es un niño, también puede llamar a la línea nacional de protección infantil, el <strong>111</strong>.</li>
</ol>
<h2>En las primeras horas</h2>
<ul>
<li><strong>Busque una foto reciente y clara</strong> de la cara, y una de cuerpo entero si la tiene.</li>
<li><strong>Anote qué ropa llevaba</strong>, su estatura, sus señas particulares y los medicamentos que necesita.</li>
<li><strong>Revise su teléfono y sus cuentas</strong> con ayuda de la policía: últimos mensajes, ubicación compartida, contactos nuevos.</li>
<li><strong>Deje a una persona en casa</strong> junto al teléfono, por si la persona desaparecida vuelve o llama.</li>
</ul>
<h2>Difunda el aviso</h2>
<ul>
<li>Avise del caso en esta plataforma para que los voluntarios de la zona lo vean en el mapa.</li>
<li>Comparta un solo mensaje claro con la foto, el lugar y la hora en que se la vio por última vez y el número de la policía. No publique la dirección de su casa.</li>
<li>Pida a las tiendas, las estaciones de autobuses y los vigilantes cerca del último lugar donde se la vio que revisen sus cámaras: las grabaciones suelen borrarse a los pocos días.</li>
</ul>
<h2>Anótelo todo</h2>
<p>Apunte cada llamada, cada avistamiento y cada nombre, con la hora. Entrégueselo a la policía. Desconfíe de cualquiera que pida dinero a cambio de información.</p>`,
  },
  'how-to-prepare-a-report': {
    title: 'Cómo preparar una denuncia de desaparición',
    excerpt:
      'Una buena denuncia se lee rápido y se comprueba con facilidad. Qué reunir antes de ir a la policía o de avisar de un caso aquí.',
    body: `<p>Tanto si va a la comisaría como si avisa de un caso en esta plataforma, sirve la misma información. Reúnala en una sola hoja de papel o en una sola nota en su teléfono.</p>
<h2>Sobre la persona</h2>
<ul>
<li>Nombre completo, apodos, fecha de nacimiento o edad, sexo.</li>
<li>Estatura, complexión, pelo y señas particulares: cicatrices, marcas de nacimiento, gafas, una forma de andar.</li>
<li>La ropa y el calzado que llevaba, y si tenía bolso, bicicleta o moto (con su matrícula).</li>
<li>Salud: enfermedades, medicamentos, pérdida de memoria, discapacidades, idiomas que habla.</li>
<li>Dos o tres fotos recientes: la cara de frente, el cuerpo entero.</li>
</ul>
<h2>Sobre la desaparición</h2>
<ul>
<li>Cuándo y dónde se la vio por última vez, y quién la vio.</li>
<li>Adónde podría ir: casas donde vivió antes, amigos, familiares, sus lugares favoritos.</li>
<li>Cualquier cosa fuera de lo normal antes de irse: una discusión, un amigo nuevo en internet, una oferta de trabajo, deudas.</li>
</ul>
<h2>Sobre usted</h2>
<p>Su nombre, su relación con la persona y un número de teléfono en el que siempre contesten. En esta plataforma, sus datos de contacto solo los ve el equipo y nunca se muestran al público.</p>
<h2>Después</h2>
<p>Guarde el número de referencia de la denuncia. Informe a la policía y actualice el caso cuando algo cambie, también cuando la persona aparezca.</p>`,
  },
  'protecting-children-and-elders-with-dementia': {
    title: 'Cómo proteger a los niños y a las personas mayores con demencia',
    excerpt:
      'Hábitos sencillos para que un niño o un familiar mayor se pierda con menos facilidad, y para encontrarlo antes si llega a perderse.',
    body: `<p>Los niños pequeños y las personas mayores que viven con demencia son quienes más se pierden y quienes menos pueden pedir ayuda. Prepararse un poco cambia mucho las cosas.</p>
<h2>Para los niños</h2>
<ul>
<li><strong>Enséñeles de memoria su nombre completo, el nombre de sus padres y un número de teléfono</strong>, y practíquelo como un juego.</li>
<li><strong>Acuerden un punto de encuentro</strong> siempre que vayan a un mercado, a una fiesta o a la playa: «si nos separamos, quédate en la entrada y pide ayuda a una mujer con niños o a un dependiente de una tienda».</li>
<li><strong>Ponga una tarjeta en su mochila o en su bolsillo</strong> con el teléfono de uno de los padres, no con la dirección de casa.</li>
<li><strong>Hágales una foto el mismo día</strong> de una salida, para saber exactamente qué ropa llevan.</li>
<li><strong>Hable de los desconocidos en internet</strong> con los niños mayores: nadie debe pedirles que guarden secretos ni que vayan solos a verse con alguien. Las ofertas de trabajo lejos de casa son un engaño conocido de los traficantes de personas.</li>
</ul>
<h2>Para las personas mayores con demencia</h2>
<ul>
<li><strong>Cosa o prenda con un imperdible una etiqueta</strong> con su nombre y un teléfono de la familia en la ropa que más usan.</li>
<li><strong>Tenga una foto actualizada</strong> y una lista de los lugares de los que hablan: el pueblo de su infancia, un antiguo trabajo. Las personas con demencia a menudo intentan volver «a casa», a un lugar de hace mucho tiempo.</li>
<li><strong>Avise a los vecinos y a las tiendas del barrio</strong>, para que alguien se dé cuenta si salen solas.</li>
<li><strong>Use un cierre sencillo o un timbre en la puerta</strong> por la noche, y piense en un reloj o un localizador GPS, acordado con la persona.</li>
<li><strong>Mantenga una rutina</strong>: los paseos a la misma hora, acompañados, reducen las ganas de deambular.</li>
</ul>
<h2>Si se pierden</h2>
<p>Actúe enseguida: busque por las calles cercanas, llame al <strong>113</strong> y siga la guía «Qué hacer en las primeras 24 horas». Las personas con demencia pueden no responder cuando se las llama y pueden esconderse; busque en jardines, paradas de autobús y lugares de culto.</p>`,
  },
};
