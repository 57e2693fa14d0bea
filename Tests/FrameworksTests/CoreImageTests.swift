import DataFlow
import Testing

@testable import DataFlowCoreImage

/// Instafilter's way: a filter chosen at run time, inputs set by key, the output rendered.
final class FilterModel {
    var filter: CIFilter = CIFilter.sepiaTone()
    let context = CIContext()
    var rendered: CGImage?

    func apply(intensity: Double, to image: UIImage) {
        filter.setValue(CIImage(image: image), forKey: kCIInputImageKey)
        if filter.inputKeys.contains(kCIInputIntensityKey) { filter.setValue(intensity, forKey: kCIInputIntensityKey) }
        if filter.inputKeys.contains(kCIInputRadiusKey) { filter.setValue(intensity * 200, forKey: kCIInputRadiusKey) }
        guard let output = filter.outputImage else { return }
        rendered = context.createCGImage(output, from: output.extent)
    }
}

struct FilteredPhoto: View {
    let image: UIImage

    var body: some View {
        Image(uiImage: image)
    }
}

@Suite struct CoreImageTests {
    @Test func aFilterListsItsInputsAsCoreImageDoes() {
        #expect(CIFilter.sepiaTone().inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        #expect(CIFilter.gaussianBlur().inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect(CIFilter.pixellate().inputKeys == [kCIInputImageKey, kCIInputCenterKey, kCIInputScaleKey])
        #expect(CIFilter(name: "CIVignette")?.inputKeys == [kCIInputImageKey, kCIInputIntensityKey, kCIInputRadiusKey])
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
    }

    @Test func typedInputsAndKeyedInputsAreTheSameValues() {
        let filter = CIFilter.unsharpMask()
        #expect(filter.radius == 2.5 && filter.intensity == 0.5)
        filter.setValue(0.75, forKey: kCIInputIntensityKey)
        #expect(filter.intensity == 0.75)
        filter.radius = 4
        #expect(filter.value(forKey: kCIInputRadiusKey) as? Float == 4)
    }

    @Test func theOutputIsTheInputsRecipeWithTheFilterAroundIt() throws {
        let filter = CIFilter.sepiaTone()
        #expect(filter.outputImage == nil)
        filter.inputImage = CIImage(image: try #require(UIImage(systemName: "photo")))
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = filter.outputImage
        let output = try #require(blur.outputImage)
        #expect(output.description == "CIImage(CIGaussianBlur(CISepiaTone(image)))")
        #expect(Session(FilteredPhoto(image: UIImage(ciImage: output))).screen == ["Image \"CIGaussianBlur(CISepiaTone(image))\""])
    }

    /// Rendering gives an image that stands for its recipe, so the app goes on as on a device
    /// (Instafilter enables its Save button once it has one); it is noted as the system's effect.
    @Test func renderingGivesAnImageOfTheRecipeAndIsNotedAsTheSystemsEffect() throws {
        let model = FilterModel()
        let photo = try #require(UIImage(data: Data()))
        let session = Session(FilteredPhoto(image: photo))
        let step = session.perform("slider moved") { model.apply(intensity: 0.5, to: photo) }
        let rendered = try #require(model.rendered)
        #expect(Session(FilteredPhoto(image: UIImage(cgImage: rendered))).screen == ["Image \"CISepiaTone(image)\""])
        #expect(step.notes.contains("effect: CIContext renders CISepiaTone(image) (the system's, not run here)"))
        #expect(model.filter.value(forKey: kCIInputIntensityKey) as? Double == 0.5)
    }

    @Test func aGeneratorHasAnOutputWithoutAnInputImage() {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("https://example.com".utf8)
        #expect(qr.correctionLevel == "M")
        #expect(qr.outputImage?.description == "CIImage(CIQRCodeGenerator)")
    }
}
